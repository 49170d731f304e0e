// RUN: --allow-unregistered-dialect --canonicalize
// RUN: --allow-unregistered-dialect --canonicalize --mlir-print-debuginfo
// RUN: --allow-unregistered-dialect --cse
// A func.call_indirect inside an unregistered op becomes a func.call whose
// callee is looked up from that op, which may be a symbol table: the
// verifier after the pass rejects it. CSE leaves the indirect call alone.
func.func private @ext(i32) -> i32

func.func @in_unregistered_region(%a: i32) {
  %f = func.constant @ext : (i32) -> i32
  "u.region"() ({
    %0 = func.call_indirect %f(%a) : (i32) -> i32
    "u.use"(%0) : (i32) -> ()
    "u.end"() : () -> ()
  }) : () -> ()
  return
}
