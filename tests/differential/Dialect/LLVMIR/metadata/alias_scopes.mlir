// RUN:
// RUN: --mlir-print-op-generic

// Domains and scopes in full and minimal forms, ids distinct or strings,
// access groups; the distinct ids are renumbered in printing order.
#dom_full = #llvm.alias_scope_domain<id = distinct[7]<>, description = "the domain">
#dom_min = #llvm.alias_scope_domain<id = distinct[3]<>>
#dom_str = #llvm.alias_scope_domain<description = "by name", id = "dom">
#scope_a = #llvm.alias_scope<id = distinct[9]<>, domain = #dom_full>
#scope_b = #llvm.alias_scope<id = distinct[1]<>, domain = #dom_full, description = "second">
#scope_c = #llvm.alias_scope<id = "named", domain = #dom_min>
#scope_d = #llvm.alias_scope<domain = <id = distinct[42]<>>, id = distinct[5]<>>
#group_a = #llvm.access_group<id = distinct[11]<>>
#group_b = #llvm.access_group<id = distinct[12]<>>

llvm.func @accesses(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32) {
  %0 = llvm.load %p {alias_scopes = [#scope_a], noalias_scopes = [#scope_b, #scope_c]} : !llvm.ptr -> i32
  llvm.store %v, %q {alias_scopes = [#scope_b], noalias_scopes = [#scope_a], access_groups = [#group_a, #group_b]} : i32, !llvm.ptr
  %1 = llvm.load %q {access_groups = [#group_b], alias_scopes = [#scope_d]} : !llvm.ptr -> i32
  llvm.return
}

llvm.func @on_other_ops(%p: !llvm.ptr, %v: i32, %n: i64, %b: i8) {
  %0 = llvm.atomicrmw add %p, %v monotonic {alias_scopes = [#scope_a], access_groups = [#group_a]} : !llvm.ptr, i32
  %1 = llvm.cmpxchg %p, %v, %v acq_rel monotonic {noalias_scopes = [#scope_c]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, alias_scopes = [#scope_b], access_groups = [#group_b]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false, noalias_scopes = [#scope_d]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false, access_groups = [#group_a]}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// The same attributes elsewhere: empty arrays, on a function, in nested
// attributes.
func.func private @elsewhere() attributes {all = [#dom_str, #scope_c, #group_a], scopes = {x = #scope_d}}
