// The IR the inliner makes of metadata: scope declarations, calls and
// the `.inline` memory intrinsics with alias scopes and access groups.
#access_group = #llvm.access_group<id = distinct[0]<>>
#access_group1 = #llvm.access_group<id = distinct[1]<>>
#alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>, description = "dom">
#alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "dom">
#alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[4]<>>
#alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[5]<>, description = "dom">
#tbaa_root = #llvm.tbaa_root<id = "root">
#alias_scope = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain, description = "s1">
#alias_scope1 = #llvm.alias_scope<id = distinct[7]<>, domain = #alias_scope_domain>
#alias_scope2 = #llvm.alias_scope<id = "named", domain = #alias_scope_domain>
#alias_scope3 = #llvm.alias_scope<id = distinct[8]<>, domain = #alias_scope_domain1, description = "s1">
#alias_scope4 = #llvm.alias_scope<id = distinct[9]<>, domain = #alias_scope_domain2>
#alias_scope5 = #llvm.alias_scope<id = distinct[10]<>, domain = #alias_scope_domain1>
#alias_scope6 = #llvm.alias_scope<id = distinct[11]<>, domain = #alias_scope_domain1>
#alias_scope7 = #llvm.alias_scope<id = distinct[12]<>, domain = #alias_scope_domain2, description = "other">
#alias_scope8 = #llvm.alias_scope<id = distinct[13]<>, domain = #alias_scope_domain3, description = "s1">
#alias_scope9 = #llvm.alias_scope<id = distinct[14]<>, domain = #alias_scope_domain3>
#alias_scope10 = #llvm.alias_scope<id = distinct[15]<>, domain = #alias_scope_domain3>
#tbaa_type_desc = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_root, 0>}>
#tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc, access_type = #tbaa_type_desc, offset = 0>
module {
  llvm.func @callee(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> i32 {
    llvm.intr.experimental.noalias.scope.decl #alias_scope
    %0 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1, #alias_scope2], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    llvm.store %0, %arg1 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
    %1 = llvm.atomicrmw add %arg0, %arg2 monotonic {alias_scopes = [#alias_scope2]} : !llvm.ptr, i32
    %2 = llvm.cmpxchg %arg0, %arg2, %1 acq_rel monotonic {access_groups = [#access_group]} : !llvm.ptr, i32
    "llvm.intr.memmove"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memcpy.inline"(%arg0, %arg1) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i1)> 
    %4 = llvm.zext %3 : i1 to i8
    "llvm.intr.memset.inline"(%arg0, %4) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
    llvm.call @ext(%arg0) {alias_scopes = [#alias_scope1]} : (!llvm.ptr) -> ()
    llvm.return %0 : i32
  }
  llvm.func @ext(!llvm.ptr)
  llvm.func @looping(%arg0: !llvm.ptr, %arg1: i32) {
    llvm.store %arg1, %arg0 : i32, !llvm.ptr
    llvm.return
  }
  llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i32) -> i32 {
    llvm.intr.experimental.noalias.scope.decl #alias_scope3
    %0 = llvm.load %arg0 {access_groups = [#access_group, #access_group1], alias_scopes = [#alias_scope3, #alias_scope4], noalias_scopes = [#alias_scope5, #alias_scope6, #alias_scope7], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    llvm.store %0, %arg1 {access_groups = [#access_group1], alias_scopes = [#alias_scope5, #alias_scope4], noalias_scopes = [#alias_scope3, #alias_scope7]} : i32, !llvm.ptr
    %1 = llvm.atomicrmw add %arg0, %arg2 monotonic {access_groups = [#access_group1], alias_scopes = [#alias_scope6, #alias_scope4], noalias_scopes = [#alias_scope7]} : !llvm.ptr, i32
    %2 = llvm.cmpxchg %arg0, %arg2, %1 acq_rel monotonic {access_groups = [#access_group, #access_group1], alias_scopes = [#alias_scope4], noalias_scopes = [#alias_scope7]} : !llvm.ptr, i32
    "llvm.intr.memmove"(%arg0, %arg1, %arg2) <{access_groups = [#access_group1], alias_scopes = [#alias_scope4], isVolatile = false, noalias_scopes = [#alias_scope7]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memcpy.inline"(%arg0, %arg1) <{access_groups = [#access_group1], alias_scopes = [#alias_scope4], isVolatile = false, len = 4 : i64, noalias_scopes = [#alias_scope7]}> : (!llvm.ptr, !llvm.ptr) -> ()
    %3 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i1)> 
    %4 = llvm.zext %3 : i1 to i8
    "llvm.intr.memset.inline"(%arg0, %4) <{access_groups = [#access_group1], alias_scopes = [#alias_scope4], isVolatile = false, len = 4 : i64, noalias_scopes = [#alias_scope7]}> : (!llvm.ptr, i8) -> ()
    llvm.call @ext(%arg0) {access_groups = [#access_group1], alias_scopes = [#alias_scope5, #alias_scope4], noalias_scopes = [#alias_scope7]} : (!llvm.ptr) -> ()
    llvm.intr.experimental.noalias.scope.decl #alias_scope8
    %5 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope8], noalias_scopes = [#alias_scope9, #alias_scope10, #alias_scope4], tbaa = [#tbaa_tag]} : !llvm.ptr -> i32
    llvm.store %5, %arg1 {alias_scopes = [#alias_scope9], noalias_scopes = [#alias_scope8, #alias_scope4]} : i32, !llvm.ptr
    %6 = llvm.atomicrmw add %arg0, %arg2 monotonic {alias_scopes = [#alias_scope10], noalias_scopes = [#alias_scope4]} : !llvm.ptr, i32
    %7 = llvm.cmpxchg %arg0, %arg2, %6 acq_rel monotonic {access_groups = [#access_group], noalias_scopes = [#alias_scope4]} : !llvm.ptr, i32
    "llvm.intr.memmove"(%arg0, %arg1, %arg2) <{isVolatile = false, noalias_scopes = [#alias_scope4]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
    "llvm.intr.memcpy.inline"(%arg0, %arg1) <{isVolatile = false, len = 4 : i64, noalias_scopes = [#alias_scope4]}> : (!llvm.ptr, !llvm.ptr) -> ()
    %8 = llvm.extractvalue %7[1] : !llvm.struct<(i32, i1)> 
    %9 = llvm.zext %8 : i1 to i8
    "llvm.intr.memset.inline"(%arg0, %9) <{isVolatile = false, len = 4 : i64, noalias_scopes = [#alias_scope4]}> : (!llvm.ptr, i8) -> ()
    llvm.call @ext(%arg0) {alias_scopes = [#alias_scope9], noalias_scopes = [#alias_scope4]} : (!llvm.ptr) -> ()
    llvm.store %arg2, %arg0 {access_groups = [#access_group1], alias_scopes = [#alias_scope4]} : i32, !llvm.ptr
    %10 = llvm.add %0, %5 : i32
    llvm.return %10 : i32
  }
}

