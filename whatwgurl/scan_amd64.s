#include "textflag.h"

// The vector form of the fast path's scans (scan_vector.go): sixteen bytes
// a step. A byte's class bit is lo[its low nibble] & hiBits[its high
// nibble], found for sixteen bytes by two byte shuffles (SSSE3's PSHUFB,
// which gives 0 for a byte of 0x80 or more, in no class); the pairs, a byte
// b or c right after a byte a, by three compares, when the table has them
// (a is not NUL).

DATA hiBits<>+0(SB)/8, $0x8040201008040201
DATA hiBits<>+8(SB)/8, $0
GLOBL hiBits<>(SB), RODATA|NOPTR, $16

DATA lowNibbles<>+0(SB)/8, $0x0f0f0f0f0f0f0f0f
DATA lowNibbles<>+8(SB)/8, $0x0f0f0f0f0f0f0f0f
GLOBL lowNibbles<>(SB), RODATA|NOPTR, $16

// OUTSIDE sets BX to the mask of the bytes of X4 not in the class of
// nibble table X0 (X1 hiBits, X2 lowNibbles, X3 zero).
#define OUTSIDE \
	MOVO X4, X5 \
	PSRLW $4, X5 \
	PAND X2, X5 \
	MOVO X0, X6 \
	PSHUFB X4, X6 \
	MOVO X1, X7 \
	PSHUFB X5, X7 \
	PAND X7, X6 \
	PCMPEQB X3, X6 \
	PMOVMSKB X6, BX

// PAIRS adds to BX the bytes of X4 equal to b or c (X9, X10 hold them in
// every byte) right after one equal to a (X8); R9 is 1 when the byte
// before X4's first is a (and counts), and becomes 1 when X4's last is.
#define PAIRS \
	MOVO X4, X11 \
	PCMPEQB X8, X11 \
	PMOVMSKB X11, R12 \
	MOVO X4, X12 \
	PCMPEQB X9, X12 \
	MOVO X4, X13 \
	PCMPEQB X10, X13 \
	POR X13, X12 \
	PMOVMSKB X12, R13 \
	LEAL (R9)(R12*2), DI \
	ANDL R13, DI \
	ORL DI, BX \
	SHRL $15, R12 \
	MOVL R12, R9

// func scanVector(s string, i int, t *vectorTable) int
TEXT ·scanVector(SB), NOSPLIT, $0-40
	MOVQ s_base+0(FP), SI
	MOVQ s_len+8(FP), DX
	MOVQ i+16(FP), CX
	MOVQ t+24(FP), AX
	MOVOU 0(AX), X0
	MOVOU hiBits<>(SB), X1
	MOVOU lowNibbles<>(SB), X2
	PXOR X3, X3
	CMPB 16(AX), $0
	JEQ runs
	MOVOU 16(AX), X8
	MOVOU 32(AX), X9
	MOVOU 48(AX), X10
	// The pairs are those within s[i:], but that s[i] counts as after a
	// when the table says so (afterA).
	MOVBLZX 64(AX), R9

pairs:
	LEAQ 16(CX), BX
	CMPQ BX, DX
	JHI pairsTail
	MOVOU (SI)(CX*1), X4
	OUTSIDE
	PAIRS
	TESTL BX, BX
	JNE found
	ADDQ $16, CX
	JMP pairs

pairsTail:
	// Fewer than sixteen bytes left: the sixteen that end s (len(s) is
	// at least sixteen), less the 16 - (n - i) before s[i]. They hold
	// the byte before s[i], but the pair that ends at s[i] counts only
	// as R9 says (the byte before it, or the table's afterA): its bit
	// is R9's and R13's, the mask of the bytes equal to b or c.
	CMPQ CX, DX
	JEQ end
	MOVQ CX, R10
	MOVL R9, R8
	MOVOU -16(SI)(DX*1), X4
	OUTSIDE
	MOVL BX, R11
	XORL BX, BX
	XORL R9, R9
	PAIRS
	MOVQ $16, CX
	SUBQ DX, CX
	ADDQ R10, CX
	SHRL CX, BX
	ANDL $-2, BX
	SHRL CX, R13
	ANDL R8, R13
	ORL R13, BX
	SHRL CX, R11
	ORL R11, BX
	JMP tailFound

runs:
	LEAQ 16(CX), BX
	CMPQ BX, DX
	JHI runsTail
	MOVOU (SI)(CX*1), X4
	OUTSIDE
	TESTL BX, BX
	JNE found
	ADDQ $16, CX
	JMP runs

runsTail:
	CMPQ CX, DX
	JEQ end
	MOVQ CX, R10
	MOVOU -16(SI)(DX*1), X4
	OUTSIDE

	MOVQ $16, CX
	SUBQ DX, CX
	ADDQ R10, CX
	SHRL CX, BX

tailFound:
	TESTL BX, BX
	JEQ end
	BSFL BX, BX
	ADDQ R10, BX
	MOVQ BX, ret+32(FP)
	RET

found:
	BSFL BX, BX
	ADDQ BX, CX
	MOVQ CX, ret+32(FP)
	RET

end:
	MOVQ DX, ret+32(FP)
	RET

// func cpuHasSSSE3() bool
TEXT ·cpuHasSSSE3(SB), NOSPLIT, $0-1
	MOVL $1, AX
	XORL CX, CX
	CPUID
	SHRL $9, CX
	ANDL $1, CX
	MOVB CX, ret+0(FP)
	RET
