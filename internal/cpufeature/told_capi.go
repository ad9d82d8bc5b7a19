//go:build whatwgurl_capi

package cpufeature

// ToldByCAPI says that the C library sets SSSE3 in its initializer: the
// engine's asks nothing.
const ToldByCAPI = true
