// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Vector types: 0-d, multi-dim, scalable dimensions, element kinds.
%0 = "t.zero_d"() : () -> vector<f32>
%1 = "t.one_d"() : () -> vector<4xi8>
%2 = "t.multi"() : () -> vector<2x3x4xindex>
%3 = "t.scalable"() : () -> vector<[4]xf32>
%4 = "t.mixed_scalable"() : () -> vector<2x[4]x[8]xbf16>
%5 = "t.fp8"() : () -> vector<16xf8E4M3FN>
%6 = "t.unit_dim"() : () -> vector<1x1xi1>
"t.attr"() {v = vector<[1]x2xsi32>} : () -> ()
