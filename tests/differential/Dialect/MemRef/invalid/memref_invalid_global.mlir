// RUN: --split-input-file
// memref.global's type and initial value; memref.get_global's symbol.

memref.global @dynamic : memref<?xf32>

// -----

memref.global @tensor_type : tensor<4xf32>

// -----

memref.global @not_elements : memref<4xf32> = 3.0

// -----

"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = "str"}> : () -> ()

// -----

"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1> : tensor<4xi32>}> : () -> ()

// -----

"memref.global"() <{sym_name = "g", type = memref<4xf32>, initial_value = dense<1.0> : tensor<2x2xf32>}> : () -> ()

// -----

"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

memref.global @element_mismatch : memref<2xf32> = dense<[1, 2]>

// -----

memref.global @shape_mismatch : memref<2xf32> = dense<[1.0, 2.0, 3.0]>

// -----

memref.global "private" @g : memref<4xf32>
func.func @undefined() {
  %0 = memref.get_global @missing : memref<4xf32>
  return
}

// -----

memref.global "private" @g : memref<4xf32>
func.func @type_mismatch() {
  %0 = memref.get_global @g : memref<4xi32>
  return
}

// -----

func.func @f() {
  return
}
func.func @not_a_global() {
  %0 = memref.get_global @f : memref<4xi32>
  return
}

// -----

func.func @dynamic_result() {
  %0 = memref.get_global @g : memref<?xi32>
  return
}

// -----

memref.global "public" @public_decl : memref<4xf32>

// -----

func.func @global_in_function() {
  "memref.global"() <{sym_name = "inner", type = memref<1xf32>, initial_value, constant}> : () -> ()
  return
}

// -----

memref.global @bad_alignment : memref<4xf32> = uninitialized {alignment = 3}

// -----

"memref.global"() <{sym_name = "g", type = tensor<4xf32>}> : () -> ()

// -----

memref.global @typed_value : memref<4xf32> = dense<1.0> : tensor<4xf32>

// -----

memref.global "private" @g : memref<4xf32>
func.func @nested_reference() {
  %0 = "memref.get_global"() <{name = @g::@h}> : () -> memref<4xf32>
  return
}
