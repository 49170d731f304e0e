// RUN: --allow-unregistered-dialect --inline=default-pipeline=
// RUN: --allow-unregistered-dialect --inline
// Private callees that become dead as inlining goes: `@mid`, called
// twice from `@top` and once from `@entry`, is inlined at each call and
// goes with `@top`; the public `@public_leaf` is inlined everywhere and
// stays. A private function an unknown op refers to by attribute stays
// though nothing calls it.
func.func @public_leaf(%m: memref<i32>, %v: i32) {
  memref.store %v, %m[] : memref<i32>
  return
}
func.func private @mid(%m: memref<i32>, %v: i32) {
  %w = arith.addi %v, %v : i32
  call @public_leaf(%m, %w) : (memref<i32>, i32) -> ()
  return
}
func.func private @top(%m: memref<i32>, %v: i32) {
  call @mid(%m, %v) : (memref<i32>, i32) -> ()
  call @mid(%m, %v) : (memref<i32>, i32) -> ()
  return
}
func.func @entry(%m: memref<i32>, %v: i32) {
  call @top(%m, %v) : (memref<i32>, i32) -> ()
  call @mid(%m, %v) : (memref<i32>, i32) -> ()
  return
}
func.func private @held_by_attribute() {
  return
}
"u.holder"() {ref = @held_by_attribute} : () -> ()
