// RUN:
// RUN: --mlir-print-op-generic

// Aliases only for what is used; one domain shared by several scopes;
// a domain used only inside scopes.
#shared = #llvm.alias_scope_domain<id = distinct[0]<>, description = "shared">
#unused = #llvm.alias_scope_domain<id = distinct[1]<>>
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #shared>
#s2 = #llvm.alias_scope<id = distinct[3]<>, domain = #shared>
#s3 = #llvm.alias_scope<id = distinct[4]<>, domain = #shared, description = "three">

llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {alias_scopes = [#s3], noalias_scopes = [#s1, #s2]} : !llvm.ptr -> i8
  %1 = llvm.load %p {alias_scopes = [], noalias_scopes = [#s2]} : !llvm.ptr -> i8
  llvm.return
}
