// RUN: --allow-unregistered-dialect
// Input ends where a type is expected.
"t.a"() :
