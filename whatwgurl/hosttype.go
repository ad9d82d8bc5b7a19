package whatwgurl

// hostTypeNames are the names of the host types, by value: the one place
// they are written (the C header's wurl_host_type, the Python package's
// names and the command line's output are made from String).
var hostTypeNames = [...]string{
	HostNone:   "none",
	HostDomain: "domain",
	HostIPv4:   "ipv4",
	HostIPv6:   "ipv6",
	HostOpaque: "opaque",
	HostEmpty:  "empty",
}

// String names the host type: "none" (the host is null), "domain", "ipv4",
// "ipv6", "opaque" or "empty"; "" for a value that is not a host type.
func (t HostType) String() string {
	if int(t) < len(hostTypeNames) {
		return hostTypeNames[t]
	}
	return ""
}
