// RUN: --allow-unregistered-dialect
// Vector elements must be integer, index or float types.
"t.a"() : () -> vector<4x!foo.t>
