// RUN: --allow-unregistered-dialect
// A scalable dimension must be a size.
"t.a"() : () -> vector<[?]xf32>
