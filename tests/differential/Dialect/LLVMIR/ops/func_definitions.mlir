// RUN:
// RUN: --mlir-print-op-generic
// llvm.func definitions with each linkage a definition may have, each
// visibility and unnamed_addr kind, calling conventions, and the function
// attributes that go into the attribute dictionary.
llvm.func @external_def() {
  llvm.return
}
llvm.func available_externally @available_externally_def() {
  llvm.return
}
llvm.func linkonce @linkonce_def() {
  llvm.return
}
llvm.func linkonce_odr @linkonce_odr_def() {
  llvm.return
}
llvm.func weak @weak_def() {
  llvm.return
}
llvm.func weak_odr @weak_odr_def() {
  llvm.return
}
llvm.func appending @appending_def() {
  llvm.return
}
llvm.func internal @internal_def(%arg0: i32) -> i32 {
  llvm.return %arg0 : i32
}
llvm.func private @private_def(%x: f32) -> f32 {
  llvm.return %x : f32
}
llvm.func extern_weak @extern_weak_def() {
  llvm.return
}
llvm.func hidden @hidden_def() {
  llvm.return
}
llvm.func internal protected local_unnamed_addr @protected_def() {
  llvm.return
}
llvm.func linkonce_odr hidden unnamed_addr @hidden_unnamed() {
  llvm.return
}
llvm.func fastcc @fastcc_def(%a: i64, %b: i64) -> i64 {
  llvm.return %b : i64
}
llvm.func internal tailcc @tailcc_def() {
  llvm.return
}
llvm.func swiftcc @swift_def() {
  llvm.return
}
llvm.func x86_vectorcallcc @vectorcall_def() {
  llvm.return
}
llvm.func cc_10 @ghc_def() {
  llvm.return
}
llvm.func @named_args(%value: i32 {llvm.noundef}, %ptr: !llvm.ptr {llvm.nonnull}) -> (i32 {llvm.signext}) {
  llvm.return %value : i32
}
llvm.func @variadic_def(%a: i32, ...) {
  llvm.return
}
llvm.func @emit_c(%a: !llvm.ptr) attributes {llvm.emit_c_interface} {
  llvm.return
}
llvm.func @passthrough_attrs() attributes {passthrough = ["noinline", ["alignstack", "4"]], no_inline, dso_local} {
  llvm.return
}
llvm.func @fp_attrs() attributes {no_infs_fp_math = true, no_nans_fp_math = false, fp_contract = "fast", denormal_fp_math = "preserve-sign"} {
  llvm.return
}
llvm.func @misc_attrs() attributes {section = ".text.hot", alignment = 32 : i64, function_entry_count = 100 : i64, garbageCollector = "statepoint", optimize_none, no_inline} {
  llvm.return
}
llvm.func @inline_attrs() attributes {always_inline, inline_hint} {
  llvm.return
}
llvm.func @work_group_attrs() attributes {reqd_work_group_size = array<i32: 8, 8, 1>, intel_reqd_sub_group_size = 16 : i32, convergent} {
  llvm.return
}
llvm.func @discardable_attrs() attributes {my.note = "kept", sym_visibility = "private"} {
  llvm.return
}
llvm.func @personality_user() attributes {personality = @personality_fn} {
  llvm.return
}
llvm.func @personality_fn(...) -> i32
llvm.func @struct_result(%a: i32, %b: f64) -> !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  llvm.return %0 : !llvm.struct<(i32, f64)>
}
