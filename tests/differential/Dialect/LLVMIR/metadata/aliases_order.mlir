// RUN:
// RUN: --mlir-print-op-generic
// RUN: --mlir-print-local-scope

// Aliases of every metadata kind together: ordered by depth then name,
// numbered when several differ, the distinct ids renumbered in printing
// order, a distinct id holding a value (aliased itself), with builtin
// aliases around them.
#tag = #llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root<id = "root">, 0>}>, access_type = #llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_root<id = "root">, 0>}>, offset = 0>
#scope = #llvm.alias_scope<id = distinct[30]<>, domain = #llvm.alias_scope_domain<id = distinct[20]<>>>
#scope2 = #llvm.alias_scope<id = distinct[10]<>, domain = #llvm.alias_scope_domain<id = distinct[20]<>>>
#group = #llvm.access_group<id = distinct[40]<"payload">>
#ann = #llvm.loop_annotation<unroll = #llvm.loop_unroll<disable = true>, parallelAccesses = #group>
#map = affine_map<(d0) -> (d0 + 1)>

llvm.func @f(%p: !llvm.ptr, %c: i1, %v: i32) attributes {passthrough = [["m", "n"]]} {
  llvm.store %v, %p {tbaa = [#tag], noalias_scopes = [#scope2], alias_scopes = [#scope], access_groups = [#group]} : i32, !llvm.ptr
  llvm.br ^bb1
^bb1:
  %0 = llvm.load %p {access_groups = [#group], tbaa = [#tag]} : !llvm.ptr -> i32
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #ann}
^bb2:
  llvm.return
}

func.func private @g() attributes {m = #map, t = tuple<i32, i32>, s = #scope2}
