// Package legacy implements the encoders of the Encoding Standard that the URL
// Standard needs for an encoding override: the query of a URL parsed with a
// legacy document encoding, and the application/x-www-form-urlencoded
// serializer given an encoding. It offers "get an encoding" (Lookup), "get an
// output encoding" (Output), and encoder instances used through "encode or
// fail" (percent.Encoder).
//
// Every encoder is written here from the Standard's steps, with its index
// tables generated from the Standard's own data files by gen/main.go. Package
// golang.org/x/text/encoding is not used, not even for the eight encodings
// where it is identical to the Standard: one table format and one code path
// for all encodings is simpler than two, x/text's Transform API reports
// unencodable code points through error values that would need unwrapping,
// and it differs from the Standard for most of the other encodings anyway
// (C1 controls, Shift_JIS, EUC-JP, Big5, gb18030, ISO-2022-JP).
package legacy

//go:generate go run ./gen -data ../../../testdata/encoding -out .
