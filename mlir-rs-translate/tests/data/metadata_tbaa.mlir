// TBAA tags as `!tbaa`: a named root and an anonymous one, type
// descriptors of one and several members, tags constant or not, on loads,
// stores, atomics and memory intrinsics.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#anon = #llvm.tbaa_root
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#long = #llvm.tbaa_type_desc<id = "long", members = {<#anon, 0>}>
#other = #llvm.tbaa_type_desc<id = "other", members = {<#anon, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>, <#long, 8>}>
#tag_int = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag_second = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4, constant = true>
#tag_long = #llvm.tbaa_tag<base_type = #pair, access_type = #long, offset = 8>
#tag_other = #llvm.tbaa_tag<base_type = #other, access_type = #other, offset = 0>

llvm.func @tbaa(%p: !llvm.ptr, %v: i32, %w: i64, %n: i64) {
  %0 = llvm.load %p {tbaa = [#tag_int]} : !llvm.ptr -> i32
  llvm.store %v, %p {tbaa = [#tag_second]} : i32, !llvm.ptr
  llvm.store %w, %p {tbaa = [#tag_long]} : i64, !llvm.ptr
  %1 = llvm.load %p {tbaa = [#tag_other]} : !llvm.ptr -> i64
  %2 = llvm.atomicrmw xchg %p, %v acquire {tbaa = [#tag_int]} : !llvm.ptr, i32
  "llvm.intr.memmove"(%p, %p, %n) <{isVolatile = false, tbaa = [#tag_second]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.return
}
