// RUN: --allow-unregistered-dialect --view-op-graph
// RUN: --allow-unregistered-dialect --view-op-graph=max-label-len=100
// RUN: --allow-unregistered-dialect --view-op-graph=max-label-len=100 --mlir-print-op-generic
// A record label escapes `{ } < > | "` and newlines in attribute values
// and types with a backslash; strings come escaped by the printer already
// (`\22`, `\0A`), the body of an attribute or type of an unknown dialect
// as written, raw newlines included, which start an indented line of the
// output. Attribute names are written as they are in records but escaped
// in a cluster's label; result types in a cluster's label are not
// escaped.
"u.strings"() {
  quotes = "say \"hi\"",
  angles = "<a> <b>",
  braces = "{x} {y}",
  bars = "a|b|c",
  newline = "one\ntwo",
  backslash = "a\\b",
  tab = "a\tb",
  "name<with>{special}|chars" = 1,
  "name\0Awith newline" = 2,
  raw = #u.body<line one
  line two>,
  spaced = #u.body<
      indented
  >
} : () -> (!u.t<{a|b}>, !u.t<x
y>)
%0 = "u.cluster"() ({
  "u.in"() : () -> ()
}) {"a<b>|{c}" = "<v>", "k\0Al" = 1} : () -> !u.t<<x>>
