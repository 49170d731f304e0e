// RUN: --canonicalize --allow-unregistered-dialect
// AllocaScopeInliner and AllocaScopeHoister.

func.func @no_allocation(%v: f32) -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %1 = arith.addf %v, %v : f32
    memref.alloca_scope.return %1 : f32
  }
  return %0 : f32
}

func.func @last_in_scope(%n: index) {
  "test.before"() : () -> ()
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  return
}

func.func @not_last(%n: index) {
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xf32>
    "test.use"(%a) : (memref<?xf32>) -> ()
  }
  "test.after"() : () -> ()
  return
}

func.func @unknown_op() {
  memref.alloca_scope {
    "test.unknown"() : () -> ()
  }
  "test.after"() : () -> ()
  return
}

func.func @hoist(%n: index, %c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      %k = arith.addi %n, %n : index
      %d = memref.alloca(%k) : memref<?xf32>
      "test.use"(%a, %b, %d) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  "test.after"() : () -> ()
  return
}

func.func @nested_scopes(%n: index) {
  memref.alloca_scope {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      "test.use"(%a) : (memref<4xf32>) -> ()
    }
  }
  "test.after"() : () -> ()
  return
}

func.func @hoist_from_last(%n: index, %c: i1) {
  "test.before"() : () -> ()
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<4xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      %k = arith.addi %n, %n : index
      %d = memref.alloca(%k) : memref<?xf32>
      "test.use"(%a, %b, %d) : (memref<4xf32>, memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @hoist_nested(%n: index, %c: i1) {
  scf.if %c {
    scf.if %c {
      memref.alloca_scope {
        %a = memref.alloca() {alignment = 8} : memref<2xi8>
        "test.use"(%a) : (memref<2xi8>) -> ()
      }
    }
  }
  return
}
