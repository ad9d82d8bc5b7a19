//go:build !whatwgurl_capi

package cpufeature

// ToldByCAPI says that the C library sets SSSE3 in its initializer: not
// built as the C library, the engine asks the processor itself.
const ToldByCAPI = false
