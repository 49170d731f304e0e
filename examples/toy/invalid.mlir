// Each function breaks one rule that the Toy ops check (split with
// --split-input-file to see every error).
toy.func @transpose_keeps_the_shape(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}

// -----

toy.func @returns_too_much(%arg0: tensor<*xf64>) {
  toy.return %arg0 : tensor<*xf64>
}

// -----

toy.func @wrong_return_type(%arg0: tensor<2xf64>) -> tensor<3xf64> {
  toy.return %arg0 : tensor<2xf64>
}

// -----

toy.func @constant_of_another_shape() {
  %0 = "toy.constant"() {value = dense<1.0> : tensor<2x2xf64>} : () -> tensor<2x3xf64>
  toy.return
}

// -----

toy.func @add_of_integers(%arg0: tensor<2xi32>) {
  %0 = toy.add %arg0, %arg0 : tensor<2xi32>
  toy.return
}

// -----

toy.func @struct_of_integers(%arg0: !toy.struct<i64>) {
  toy.return
}

// -----

toy.func @access_out_of_range(%arg0: !toy.struct<tensor<*xf64>>) -> tensor<*xf64> {
  %0 = toy.struct_access %arg0[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}

// -----

toy.func @struct_constant_too_short() {
  %0 = toy.struct_constant [dense<1.0> : tensor<2xf64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  toy.return
}
