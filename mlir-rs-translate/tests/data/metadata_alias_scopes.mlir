// Alias scopes as `!alias.scope` and `!noalias`: domains with and without
// a description, scopes named by distinct ids and by strings, a domain
// shared by several scopes, lists of one and several scopes, on loads,
// stores, atomics and memory intrinsics; empty lists attach nothing.
#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "dom">
#dom2 = #llvm.alias_scope_domain<id = distinct[1]<>>
#dom3 = #llvm.alias_scope_domain<id = "named domain">
#s1 = #llvm.alias_scope<id = distinct[2]<>, domain = #dom>
#s2 = #llvm.alias_scope<id = distinct[3]<>, domain = #dom, description = "two">
#s3 = #llvm.alias_scope<id = "three", domain = #dom2>
#s4 = #llvm.alias_scope<id = distinct[4]<>, domain = #dom3, description = "four">

llvm.func @accesses(%p: !llvm.ptr, %q: !llvm.ptr, %v: i32, %n: i64, %b: i8) {
  %0 = llvm.load %p {alias_scopes = [#s1], noalias_scopes = [#s2, #s3]} : !llvm.ptr -> i32
  llvm.store %v, %q {alias_scopes = [#s2, #s3], noalias_scopes = [#s1]} : i32, !llvm.ptr
  %1 = llvm.atomicrmw add %p, %v monotonic {alias_scopes = [#s4]} : !llvm.ptr, i32
  %2 = llvm.cmpxchg %p, %v, %1 acq_rel monotonic {noalias_scopes = [#s4, #s1]} : !llvm.ptr, i32
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false, alias_scopes = [#s1], noalias_scopes = [#s2]}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b, %n) <{isVolatile = true, noalias_scopes = [#s3]}> : (!llvm.ptr, i8, i64) -> ()
  %3 = llvm.load %q {alias_scopes = [], noalias_scopes = []} : !llvm.ptr -> i32
  llvm.return
}

llvm.func @again(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {alias_scopes = [#s3]} : !llvm.ptr -> i32
  llvm.return %0 : i32
}
