package whatwgurl

// SearchParams is the URLSearchParams class (section 6.2): an ordered list of
// name-value pairs, live-linked to a URL's query when it came from
// (*URL).SearchParams.
type SearchParams struct {
	// CONTRACT: the list lives here (built on internal/form).
	url *URL // the associated URL, or nil
}

// reset replaces the list with the form parse of query, as the URL's query
// setters do ("set this's query object's list to the result of parsing").
// CONTRACT: implemented with the list.
func (p *SearchParams) reset(query string) { _ = query }
