// RUN:
// RUN: --mlir-print-op-generic

// A TBAA tree: roots with and without identity, type descriptors with one
// and several members, tags constant or not, on several accesses.
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#anon = #llvm.tbaa_root
#anon2 = #llvm.tbaa_root<>
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#long = #llvm.tbaa_type_desc<id = "long", members = {<#anon, 0>}>
#pair = #llvm.tbaa_type_desc<id = "pair", members = {<#int, 0>, <#int, 4>, <#long, 8>}>
#tag_int = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0>
#tag_second = #llvm.tbaa_tag<base_type = #pair, access_type = #int, offset = 4, constant = true>
#tag_long = #llvm.tbaa_tag<access_type = #long, base_type = #pair, offset = 8, constant = false>

llvm.func @tbaa(%p: !llvm.ptr, %v: i32, %n: i64, %b: i8) {
  %0 = llvm.load %p {tbaa = [#tag_int]} : !llvm.ptr -> i32
  llvm.store %v, %p {tbaa = [#tag_second, #tag_long]} : i32, !llvm.ptr
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = false, tbaa = [#tag_int]}> : (!llvm.ptr, i8, i64) -> ()
  llvm.return
}

// Written inline rather than through aliases, and a bare member.
func.func private @inline() attributes {
  tag = #llvm.tbaa_tag<base_type = <id = "s", members = {<#llvm.tbaa_root<id = "r">, 0>}>, access_type = <id = "s", members = {<#llvm.tbaa_root<id = "r">, 0>}>, offset = 0>,
  member = #llvm.tbaa_member<#anon2, 16>,
  roots = [#anon, #anon2, #root]
}
