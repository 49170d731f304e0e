// RUN:
// RUN: --mlir-print-op-generic
// RUN: --mlir-print-local-scope

// The intrinsic that declares a scope: through an alias, written in full
// or stripped, with other attributes.
#d = #llvm.alias_scope_domain<id = distinct[5]<>, description = "decl">
#s = #llvm.alias_scope<id = distinct[6]<>, domain = #d>
llvm.func @decl(%p: !llvm.ptr) {
  llvm.intr.experimental.noalias.scope.decl #s
  llvm.intr.experimental.noalias.scope.decl #llvm.alias_scope<id = "x", domain = #d> {note = "full"}
  llvm.intr.experimental.noalias.scope.decl <id = "y", domain = <id = distinct[7]<>>>
  %0 = llvm.load %p {noalias_scopes = [#s]} : !llvm.ptr -> i32
  "llvm.intr.experimental.noalias.scope.decl"() <{scope = #s}> : () -> ()
  llvm.return
}
