// Access groups as `!llvm.access.group`: one group attached itself,
// several in a list, groups shared by accesses and functions, with alias
// scopes and TBAA tags on the same access.
#g1 = #llvm.access_group<id = distinct[0]<>>
#g2 = #llvm.access_group<id = distinct[1]<>>
#g3 = #llvm.access_group<id = distinct[2]<>>
#dom = #llvm.alias_scope_domain<id = distinct[3]<>>
#s = #llvm.alias_scope<id = distinct[4]<>, domain = #dom>
#root = #llvm.tbaa_root<id = "root">
#ty = #llvm.tbaa_type_desc<id = "int", members = {<#root, 0>}>
#tag = #llvm.tbaa_tag<base_type = #ty, access_type = #ty, offset = 0>

llvm.func @groups(%p: !llvm.ptr, %v: i32, %n: i64) {
  %0 = llvm.load %p {access_groups = [#g1]} : !llvm.ptr -> i32
  llvm.store %v, %p {access_groups = [#g2, #g1]} : i32, !llvm.ptr
  %1 = llvm.load %p {access_groups = [#g3], alias_scopes = [#s], tbaa = [#tag]} : !llvm.ptr -> i32
  "llvm.intr.memcpy"(%p, %p, %n) <{isVolatile = false, access_groups = [#g1, #g2, #g3]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %2 = llvm.atomicrmw add %p, %v monotonic {access_groups = [#g2]} : !llvm.ptr, i32
  llvm.return
}

llvm.func @more(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {access_groups = [#g3, #g2]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
