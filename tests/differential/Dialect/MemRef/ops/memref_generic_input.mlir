// RUN:
// Generic-form input printed in memref's custom forms: properties become
// keywords, brackets and the implicit terminators.

"func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "generic"}> ({
^bb0(%a: memref<4xf32>, %i: index):
  %0 = "memref.alloca"(%i) <{operandSegmentSizes = array<i32: 1, 0>, alignment = 8 : i64}> : (index) -> memref<?xf32>
  %1 = "memref.load"(%a, %i) <{nontemporal = true}> : (memref<4xf32>, index) -> f32
  %2 = "memref.atomic_rmw"(%1, %a, %i) <{kind = 12 : i64}> : (f32, memref<4xf32>, index) -> f32
  "memref.prefetch"(%a, %i) <{isDataCache = false, isWrite = true, localityHint = 2 : i32}> : (memref<4xf32>, index) -> ()
  "memref.alloca_scope"() ({
    "memref.alloca_scope.return"() : () -> ()
  }) {tag} : () -> ()
  %3 = "memref.generic_atomic_rmw"(%a, %i) ({
  ^bb0(%cur: f32):
    "memref.atomic_yield"(%cur) : (f32) -> ()
  }) : (memref<4xf32>, index) -> f32
  "memref.dma_start"(%a, %i, %a, %i, %i, %a, %i) : (memref<4xf32>, index, memref<4xf32>, index, index, memref<4xf32>, index) -> ()
  "func.return"() : () -> ()
}) : () -> ()
