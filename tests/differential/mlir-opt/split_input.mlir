// RUN: --allow-unregistered-dialect --split-input-file
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-op-generic
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --split-input-file --mlir-print-local-scope --mlir-print-debuginfo
// Each chunk is parsed and printed on its own (own module, own aliases, own
// SSA numbering); outputs are separated by the marker line. Locations keep
// the line numbers of the whole file; the implicit module of a later chunk is
// located just after the preceding marker. A marker line may be indented and
// have trailing blanks.
%0 = "t.a"() {m = affine_map<(d0) -> (d0)>} : () -> i32

// -----

%0 = "t.b"() {m = affine_map<(d0) -> (d0 + 1)>} : () -> i32
%1 = "t.c"(%0) : (i32) -> i32
// -----
module @explicit {
  "t.d"() : () -> ()
}
   // -----   
"t.e"() : () -> ()
