package main

const helpText = `Usage: whatwgurl [options] [FILE...]

Reads URLs, one per line, from each FILE ("-" is standard input; with no
FILE and no --url, standard input) and writes what the WHATWG URL Standard
makes of each: the chosen fields as TSV, CSV or JSON lines, or a format
string. Like curl's trurl, with browsers' parser instead of RFC 3986.

Every line gives one row, in input order, also a line that does not parse:
its URL fields are empty (null in JSON), its error field says why, and a
note goes to stderr. Lines end at LF; a CR before it is dropped. The
--url arguments come first, then the files.

Input:
  --url URL           a URL to read as a line (repeatable); it may hold
                      any character, a newline too
  -f, --url-file FILE read FILE too (as an operand does)
  --base URL          parse each line against URL, as new URL(line, base)
  --encoding LABEL    the query's encoding (an Encoding Standard label such
                      as shift_jis or windows-1252), as for a link in a page
                      in that encoding; also for --redirect

Output:
  --fields LIST       the columns, comma-separated (default href):
                        href origin protocol username password host
                        hostname port pathname search hash   (the getters)
                        scheme query fragment  (without ':', '?', '#';
                                 query and fragment are null when null)
                        public_suffix registrable_domain  (null if none)
                        host_type  (domain ipv4 ipv6 opaque empty none)
                        input line  (the line read and its number)
                        valid  (parsed without validation errors)
                        validation  (the validation errors' names)
                        error  (why the row failed; null if it did not)
                        query:NAME  (the first value of parameter NAME)
                        query-all:NAME  (all its values)
  --format FORMAT     tsv (default), csv or jsonl
  --tsv, --csv, --json   the same
  --header            TSV and CSV: a first row with the field names
  -g, --get FORMAT    write FORMAT for each row instead: {name} is a field
                      as above, {{ and }} are { and }, \t \n \r \\ \{ \}
                      are escapes; values are written as they are
  --validate          add the validation column: the names of the
                      validation errors the parser reports for the line

  TSV writes a tab, LF or CR inside a value as \t, \n or \r (no getter of a
  parsed URL holds one; input and query:NAME can). CSV quotes as RFC 4180
  does. JSON lines are one object per row, keys in field order, with a
  failed row's "error" added; bytes that are not UTF-8 become U+FFFD. A
  list is space-separated in TSV, CSV and --get, an array in JSON.

Edits, made on each URL in this order, each kind in the order given:
  --redirect REL      the URL becomes REL parsed against it (following a
                      link or a redirect)
  -s, --set NAME=VALUE   run a setter: href protocol username password
                      host hostname port pathname search hash (trurl's
                      scheme user path query fragment url work too); a
                      value the setter cannot use leaves the URL as the
                      Standard says; an empty port, search or hash removes it
  -a, --append search=NAME=VALUE   append a search parameter
                      (URLSearchParams append; query= works too)
  -a, --append pathname=SEGMENT    append a path segment ('/' in it is
                      written %2F); path= works too
  --trim search=GLOB  delete the search parameters whose names match GLOB
                      (* any run, ? one character; repeatable)
  --sort-search       sort the search parameters by name (URLSearchParams
                      sort); --sort-query works too
  Search parameter edits write the query back as URLSearchParams does
  (application/x-www-form-urlencoded: a space becomes '+').
  A --set href or --redirect value that does not parse fails the row.

Running:
  -j, --jobs N        parse on N goroutines (default: one per core); the
                      output keeps the input's order
  --verify            exit with status 1 if some row failed
  -q, --quiet         no note on stderr for failed rows
  --progress, --no-progress
                      draw or never draw a progress line on stderr (by
                      default it is drawn for file input when stderr is a
                      terminal)
  -h, --help          this text

Exit status:
  0  every input was read and every row written (failed rows included)
  1  --verify was given and at least one row failed
  2  the command line is wrong (unknown option, field or setter, a bad
     --get format, an unknown --encoding label, a --base that does not
     parse); nothing was read
  3  an input could not be opened or read (the other inputs were still
     read), or the output could not be written

Examples:
  $ whatwgurl --url 'HTTPS://EXAMPLE.com:443/a/../b?x#'
  https://example.com/b?x#
  $ whatwgurl --url https://curl.se/we/are.html --redirect ../here.html
  https://curl.se/here.html
  $ whatwgurl --url https://example.com --get '{hostname}:{port}|{protocol}'
  example.com:|https:
  $ whatwgurl --url 'https://a.b.example.co.uk/' --fields hostname,registrable_domain,public_suffix
  a.b.example.co.uk	example.co.uk	co.uk
  $ whatwgurl --url 'https://example.com/?utm_source=x&q=1' --trim 'search=utm_*' --append search=lang=en
  https://example.com/?q=1&lang=en
  $ whatwgurl --url 'https://example.com/a' --set port=8080 --append pathname=b/c
  https://example.com:8080/a/b%2Fc
  $ whatwgurl --url 'http://[::1' --url 'https://ok/' --fields href,error --csv --header
  href,error
  ,IPv6-unclosed
  https://ok/,
  $ whatwgurl --validate --json --url 'https://example.org/>'
  {"href":"https://example.org/%3E","validation":["invalid-URL-unit"]}
  $ whatwgurl --encoding shift_jis --url 'https://example.com/?q=日本'
  https://example.com/?q=%93%FA%96{
  $ whatwgurl --fields href,registrable_domain urls.txt > canonical.tsv
  $ zcat log.gz | cut -f3 | whatwgurl --get '{registrable_domain}' | sort | uniq -c
`
