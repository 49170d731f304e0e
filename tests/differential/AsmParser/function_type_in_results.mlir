// RUN: --allow-unregistered-dialect
// Inside a result list a parenthesized group starts a function type.
"t.a"() {g = (tuple<>) -> (((i1) -> i1, index))} : () -> ()
