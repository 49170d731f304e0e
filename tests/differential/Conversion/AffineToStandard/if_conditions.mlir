// RUN: --lower-affine
// RUN: --lower-affine --mlir-print-debuginfo
// affine.if conditions: one inequality, one equality, several of both over
// dimensions and symbols, constant constraints; with and without else, with
// results.

func.func private @use(index)

func.func @conditions(%i: index, %j: index, %n: index) {
  affine.if affine_set<(d0) : (d0 >= 0)>(%i) {
    func.call @use(%i) : (index) -> ()
  }
  affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%i, %j) {
    func.call @use(%j) : (index) -> ()
  }
  affine.if affine_set<(d0, d1)[s0] : (d0 - 1 >= 0, s0 - d0 - 1 >= 0, d1 * 2 - s0 == 0, d0 mod 4 >= 0)>(%i, %j)[%n] {
    func.call @use(%n) : (index) -> ()
  } else {
    func.call @use(%i) : (index) -> ()
  }
  return
}

func.func @constant_sets(%i: index) {
  affine.if affine_set<(d0) : (1 == 0)>(%i) {
    func.call @use(%i) : (index) -> ()
  }
  affine.if affine_set<() : (0 >= 0)>() {
    func.call @use(%i) : (index) -> ()
  } else {
  }
  return
}

func.func @results(%i: index, %n: index, %a: f32, %b: f32) -> (f32, index) {
  %r:2 = affine.if affine_set<(d0)[s0] : (s0 - d0 - 1 >= 0)>(%i)[%n] -> (f32, index) {
    affine.yield %a, %i : f32, index
  } else {
    %k = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    affine.yield %b, %k : f32, index
  }
  return %r#0, %r#1 : f32, index
}
