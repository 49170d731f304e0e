// Chapter 7 of the Toy tutorial: a struct of two tensors, passed to a
// function that reads its elements.
//
//   struct Struct { var a; var b; }
//   def multiply_transpose(Struct value) {
//     return transpose(value.a) * transpose(value.b);
//   }
//   def main() {
//     Struct value = {[[1, 2, 3], [4, 5, 6]], [[1, 2, 3], [4, 5, 6]]};
//     var c = multiply_transpose(value);
//     print(c);
//   }
toy.func @multiply_transpose(%arg0: !toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64> {
  %0 = toy.struct_access %arg0[0] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.struct_access %arg0[1] : !toy.struct<tensor<*xf64>, tensor<*xf64>> -> tensor<*xf64>
  %3 = toy.transpose(%2 : tensor<*xf64>) to tensor<*xf64>
  %4 = toy.mul %1, %3 : tensor<*xf64>
  toy.return %4 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.struct_constant [
    dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>,
    dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  ] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  %1 = toy.generic_call @multiply_transpose(%0) : (!toy.struct<tensor<*xf64>, tensor<*xf64>>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
