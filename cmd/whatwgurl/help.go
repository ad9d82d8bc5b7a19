package main

const helpText = `Usage: whatwgurl [options] [URL...]

Parses URLs as the WHATWG URL Standard does (browsers' parser, not RFC
3986) and writes them canonical, or parts of them, after edits. It takes
curl's trurl options: a trurl command line works, with the Standard's
answers (the differences are listed below).

Each argument that is not an option is a URL, as with --url. -f reads a
file of URLs, one per line ("-" is standard input), after the arguments;
a line of nothing but spaces and tabs is skipped, a CR before the LF is
dropped. With no URL and no file, the --set options make one.

A URL that does not parse writes nothing: a note on stderr names the
validation error that made the parser fail, and the run goes on (exit
status 0, as trurl's). --verify stops at the first one instead (exit
status 9). --aligned writes a row for it too, with its URL fields empty,
so that rows stay aligned with the input lines.

Input:
  --url URL           a URL (repeatable); it may hold any character, a
                      newline too
  -f, --url-file FILE read FILE too, one URL per line ("-": stdin); once
  --base URL          parse each URL against URL, as new URL(input, base)
  --encoding LABEL    the query's encoding (an Encoding Standard label such
                      as shift_jis or windows-1252), as for a link in a page
                      in that encoding; also for --redirect
  --edition YEAR      the edition of the URL Standard: 2025 (the default,
                      the late-2025 text) or 2026 (the July 2026 text, as
                      browsers: an ASCII host IDNA rejects, such as xn--a,
                      is kept lowercased; its validation errors)

Output (the default: each URL's href, one per line):
  -g, --get FORMAT    write FORMAT for each URL: {name} is a field, as
                      below; [name] when the format's first variable is
                      written so (trurl does not mix them); {{ and }} are
                      { and }; \t \n \r \\ \{ \} \[ \] are escapes; a { (or
                      [) without its closing brace is text. Values are
                      written as they are. Once only.
  --json              trurl's JSON: an array with an object per URL,
                      "url", "parts" (scheme user password host port path
                      query fragment, those the URL has, decoded unless
                      --urlencode) and "params" (the search parameters
                      as URLSearchParams reads them, when there is a query)
  --fields LIST       columns instead, comma-separated (default url)
  --format FORMAT     the columns as tsv (default), csv or jsonl (a JSON
                      object per line, keys in field order)
  --tsv, --csv        the same as --format tsv, csv
  --header            TSV and CSV: a first row with the field names
  --validate          add the validation column
  --urlencode         show trurl's names (user path query fragment, query:
                      NAME) percent-encoded, as the href holds them
  --as-idn            a domain in Unicode (domain to Unicode) in url and the
                      host fields
  --default-port      port shows the scheme's default port when the URL has
                      none (the href never does)
  --punycode, --keep-port, --no-guess-scheme, --accept-space, --curl
                      trurl's, accepted; they change nothing, as the
                      Standard always does what they ask or rules it out:
                      hosts are already punycode, a default port is never
                      kept, no scheme is guessed, a space is percent-
                      encoded, and every scheme parses

Fields ({name} in --get, or --fields):
  href origin protocol username password host hostname port pathname
  search hash    the Standard's getters, as the href holds them (host is
                 host and port)
  url scheme user path query fragment    trurl's names: url is the href;
                 the others are the components without ':', '?' and '#',
                 percent-decoded, empty (null in JSON) when the URL has
                 none; a query or fragment that is there but empty is ""
  options zoneid trurl's, always empty: the Standard's URL has neither
  query:NAME     the first value of the search parameter NAME, decoded
                 (a 0x00 byte shown as '.'); query-all:NAME all of them
  public_suffix registrable_domain  (null if none)
  host_type      domain ipv4 ipv6 opaque empty none
  input line     the URL as read and its line number
  valid          parsed without validation errors
  validation     the validation errors' names
  error          why the URL failed (null if it did not)
  trurl's qualifiers go before a name, and combine:
    url: or :    percent-encoded, as the href holds it: {:path} {:query:a}
    must:        the run stops (exit status 10) at a URL without it
    default:     {default:port}: the scheme's default port when there is
                 no port (special schemes only)
    strict:      a decoded 0x00 stops the run (exit status 10); without
                 strict: it is a note and the value is empty
    puny: idn:   the host in ASCII (as it is) or in Unicode

  TSV writes a tab, LF or CR inside a value as \t, \n or \r. CSV quotes as
  RFC 4180 does. A list is space-separated in TSV, CSV and --get, an array
  in JSON; bytes that are not UTF-8 become U+FFFD in JSON.

Edits, made on each URL in command-line order, through the Standard's
setters, URLSearchParams and its parser:
  -s, --set NAME=VALUE   run a setter: href protocol username password
                      host hostname port pathname search hash, or trurl's
                      url scheme user path query fragment; a value the
                      setter cannot use leaves the URL as the Standard says;
                      an empty port, search or hash removes it. NAME:=VALUE
                      is the same (the setters never encode '%'); NAME?=VALUE
                      sets only a component the URL does not have. Once per
                      component.
  --iterate NAME=ITEMS   set NAME to each of the space-separated ITEMS in
                      turn: a row each (several --iterate: every
                      combination, the last changing fastest)
  -a, --append query=NAME=VALUE   append a search parameter (search= works
                      too)
  -a, --append path=SEGMENT   append a path segment ('/' in it is written
                      %2F); pathname= works too
  --qtrim GLOB, --trim query=GLOB   delete the search parameters whose names
                      match GLOB (* any run, ? one character, \ before one
                      of them makes it literal)
  --replace NAME=VALUE   set the first search parameter NAME to VALUE and
                      delete the others of that name (URLSearchParams set),
                      when there is one
  --replace-append NAME=VALUE, --force-replace NAME=VALUE   the same, and
                      append it when there is none
  --sort-query        sort the search parameters by name (URLSearchParams
                      sort); --sort-search works too
  --redirect REL      the URL becomes REL parsed against it
  --query-separator C the search parameter edits and fields split the query
                      at C instead of '&'
  Search parameter edits write the query back as URLSearchParams does
  (application/x-www-form-urlencoded: a space becomes '+', every pair has
  its '='). A --set href or --redirect value that does not parse fails the
  URL.

Running:
  --verify            stop at the first URL that fails (exit status 9)
  --aligned           write an empty row for a URL that fails (TSV, CSV,
                      JSON lines, --get), and keep blank lines as rows
  -j, --jobs N        parse on N goroutines (default: one per core); the
                      output keeps the input's order
  -q, --quiet         no notes on stderr
  --progress, --no-progress
                      draw or never draw a progress line on stderr (by
                      default it is drawn for -f FILE when stderr is a
                      terminal)
  -v, --version       the version
  -h, --help          this text

Exit status (trurl's numbers):
  0   done (URLs that failed included)
  1   the -f file could not be read, or the output could not be written
  2   a bad --append         3   an option misses its value
  4   an unknown option or options that do not go together
  5   a bad --set            7   no URL, and no --set scheme and host
  8   a bad --trim           9   --verify, and a URL failed
  10  a bad --get format or field, or a must: or strict: stop
  11  a bad --iterate        12  a bad --replace or --replace-append

Where the Standard answers otherwise than trurl. trurl's own tests.json
(213 cases, run by make test-cli) passes except for these cases, by
number, each checked to give the Standard's answer:
  no scheme guessing: a URL needs its scheme: "example.com" or
      "localhost" fails (write http://), "example.com:29" is the scheme
      "example.com" with the path "29" (4.4, scheme state).
      cases 1 6 10 11 55 56 82 86 88 89 90 91 92 94 100 103 104 105 112
      125 127 128 129 130 131 152 156 157 158 159 160 161 162 163 164 167
      204 205 206 207 208 209 210 212
  default ports dropped: the parser and the port setter make a special
      scheme's default port null (4.4, port state): https://h:443/ is
      https://h/ whatever --keep-port or {default:url} ask.
      cases 23 24 71 72 73 74 96 114
  default ports of special schemes only: imap has none in the Standard
      (4.1): its port 143 is kept, {default:port} is empty.
      cases 22 27 45 118
  percent-encoding as the Standard's: each component is encoded with its
      set (1.3) and never decoded or re-cased: %61 and %2e stay as
      written, '=' stays in a query, a space in a query is %20 (not '+').
      cases 31 32 33 34 52 66 76 101 132 171 172 173 183 184 185
  upper-case hex: an encoded byte is written %3A, not %3a (1.3).
      cases 49 188
  search parameters as URLSearchParams writes them: every pair gets its
      '=' ("moo=") (5.2, application/x-www-form-urlencoded serializer).
      cases 68 69 70 87 113 150
  empty paths: a URL that is not special keeps an empty path,
      hp://example.com gets no '/' (4.4, path start state).
      cases 4 106
  lower-case domains: domain to ASCII lower-cases (3.3).
      cases 84
  no zone IDs: '%' in an IPv6 address makes the host parser fail (3.5).
      cases 41 42 117
  no IMAP options: ';' is part of the password, encoded %3B by the
      userinfo set (1.3).
      cases 37 186
  host with port: host is the Standard's getter, host and port (6.1);
      hostname is the host alone.
      cases 40
  getters as the href holds them: password is the Standard's getter,
      not decoded; trurl's decoded names are user path query fragment.
      cases 187
  special schemes stay special: the protocol setter does not turn https
      into sftp (4.4, scheme state with a state override).
      cases 97
  invalid punycode: xn----- fails domain to ASCII, so the URL fails (3.3).
      cases 143 144
  no line limit: a 4 KB line is a URL like any other.
      cases 123 145
  every scheme: the Standard has no list of supported schemes, so --curl
      rejects none.
      cases 146
  validation error names: a URL that fails is named by the validation
      error that made the parser fail (1.1), not "Bad scheme".
      cases 122

Examples:
  $ whatwgurl 'HTTPS://EXAMPLE.com:443/a/../b?x#'
  https://example.com/b?x#
  $ whatwgurl https://curl.se/we/are.html --redirect ../here.html
  https://curl.se/here.html
  $ whatwgurl https://example.com --get '{hostname}:{port}|{protocol}|{default:port}'
  example.com:|https:|443
  $ whatwgurl 'https://a.b.example.co.uk/' --fields hostname,registrable_domain,public_suffix
  a.b.example.co.uk	example.co.uk	co.uk
  $ whatwgurl 'https://example.com/?utm_source=x&q=1&a=2' --qtrim 'utm_*' --trim query=a --append query=a=9
  https://example.com/?q=1&a=9
  $ whatwgurl https://example.com/a --set port=8080 --append path=b/c
  https://example.com:8080/a/b%2Fc
  $ whatwgurl 'https://ex.com/?k=1&k=2&j' --replace k=3 --replace-append m=4
  https://ex.com/?k=3&j=&m=4
  $ whatwgurl http://curl.se --iterate 'port=80 8080' --iterate 'path=/a /b'
  http://curl.se/a
  http://curl.se/b
  http://curl.se:8080/a
  http://curl.se:8080/b
  $ whatwgurl --set host=example.com --set scheme=ftp
  ftp://example.com/
  $ whatwgurl 'https://ex.com/p%41th?q=%C3%A9+x' --get '{path} {:path} {query:q}'
  /pAth /p%41th é x
  $ whatwgurl 'https://ex.com/a?x=1' --json
  [
    {"url":"https://ex.com/a?x=1","parts":{"scheme":"https","host":"ex.com","path":"/a","query":"x=1"},"params":[{"key":"x","value":"1"}]}
  ]
  $ whatwgurl http://xn--rksmrgs-5wao1o.se/ --as-idn
  http://räksmörgås.se/
  $ whatwgurl 'https://ex.com/?a=1;b=2' --query-separator ';' --sort-query --qtrim a
  https://ex.com/?b=2
  $ whatwgurl 'http://[::1' https://ok/ --fields href,error --csv --header --aligned
  href,error
  ,IPv6-unclosed
  https://ok/,
  $ whatwgurl --validate --format jsonl --url 'https://example.org/>'
  {"url":"https://example.org/%3E","validation":["invalid-URL-unit"]}
  $ whatwgurl --encoding shift_jis 'https://example.com/?q=日本'
  https://example.com/?q=%93%FA%96{
  $ whatwgurl --fields href,registrable_domain -f urls.txt > canonical.tsv
  $ zcat log.gz | cut -f3 | whatwgurl -f - --get '{registrable_domain}' | sort | uniq -c
`
