// RUN:
// RUN: --mlir-print-op-generic
// llvm.func and the terminators in generic form: default-valued properties
// left out (they are filled in), given explicitly, and properties beside
// discardable attributes.
// NO-ROUNDTRIP: the custom form always sets `unnamed_addr`, so mlir-opt's
// custom output read back has it where the generic input did not.
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "bare"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, sym_name = "explicit", unnamed_addr = 2 : i64, visibility_ = 1 : i64}> ({
^bb0(%arg0: i32):
  "llvm.return"(%arg0) : (i32) -> ()
}) : () -> ()
"llvm.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = !llvm.func<void (i1, ptr, ...)>, sym_name = "branches", dso_local}> ({
^bb0(%c: i1, %p: !llvm.ptr):
  "llvm.cond_br"(%c, %p)[^bb1, ^bb2] <{branch_weights = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, !llvm.ptr) -> ()
^bb1(%q: !llvm.ptr):
  "llvm.br"()[^bb2] {note = 1 : i32} : () -> ()
^bb2:
  "llvm.unreachable"() : () -> ()
}) {other = "x"} : () -> ()
"llvm.func"() <{function_type = !llvm.func<ptr (struct<"gen", (i32)>)>, linkage = #llvm.linkage<extern_weak>, sym_name = "decl", res_attrs = [{llvm.noalias}]}> ({
}) : () -> ()
