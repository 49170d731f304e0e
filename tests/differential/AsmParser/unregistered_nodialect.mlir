// RUN:
// An op name without a dialect prefix, without the flag.
"foo"() : () -> ()
