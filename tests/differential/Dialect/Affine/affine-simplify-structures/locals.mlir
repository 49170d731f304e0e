// RUN: --allow-unregistered-dialect --affine-simplify-structures

// Sets with mod, floordiv and ceildiv: locals and the inequalities that
// define them.
func.func @f() {
  "test.sets"() {
    a = affine_set<(d0) : (d0 ceildiv 4 - 1 >= 0)>,
    b = affine_set<(d0, d1) : (d0 mod 3 - d1 == 0, d1 - 1 >= 0)>,
    c = affine_set<(d0) : ((d0 floordiv 2) floordiv 3 - 1 >= 0)>,
    d = affine_set<(d0)[s0] : (d0 mod 4 + s0 mod 4 - 2 >= 0, (d0 * 2) floordiv 4 >= 0)>,
    e = affine_set<(d0) : (d0 mod 2 - 2 >= 0)>,
    f = affine_set<(d0) : (d0 floordiv 2 - d0 >= 0, d0 - 4 >= 0)>,
    g = affine_set<(d0) : ((d0 + 1) mod 2 == 0, d0 mod 2 == 0)>,
    h = affine_set<(d0, d1) : (d0 - (d1 floordiv 8) * 8 >= 0, d1 mod 8 == 3)>,
    i = affine_set<(d0) : (d0 * 4 floordiv 4 - 3 >= 0)>,
    j = affine_set<(d0) : ((d0 * 6 + 3) floordiv 9 >= 0)>
  } : () -> ()
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0) : (d0 mod 2 == 0)>(%i) {
      "test.even"(%i) : (index) -> ()
    }
    affine.if affine_set<(d0) : (d0 mod 2 - 2 >= 0)>(%i) {
      "test.never"(%i) : (index) -> ()
    }
  }
  return
}
