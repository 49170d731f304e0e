// RUN: --allow-unregistered-dialect
// RUN: --allow-unregistered-dialect --mlir-print-op-generic
// Type aliases defined in the input are resolved while parsing; they are not
// kept in the output (only generated aliases are printed).
!i = i32
!vec = vector<4x!i>
!ten_ptr = tensor<?x!vec>
!fn = (!i) -> !vec
!my_type = !foo.opaque<"x">
%0 = "t.a"() : () -> !i
%1 = "t.b"() : () -> !ten_ptr
"t.c"(%0, %1) {sig = !fn, ty = !my_type} : (!i, tensor<?xvector<4xi32>>) -> ()
