// RUN: --lower-affine --allow-unregistered-dialect
// Affine ops in the regions of other ops (scf, unregistered ones), in
// blocks after a branch, and at the top level of a module, each lowered in
// place; those of a block no branch reaches are left as they are.

func.func @in_scf(%c: i1, %i: index, %n: index) -> index {
  %r = scf.if %c -> index {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    scf.yield %a : index
  } else {
    %b = affine.min affine_map<(d0)[s0] -> (d0, s0)>(%i)[%n]
    scf.yield %b : index
  }
  scf.for %k = %i to %n step %i {
    affine.for %l = 0 to 4 {
      "x.use"(%k, %l) : (index, index) -> ()
    }
  }
  %e = scf.execute_region -> index {
    %m = affine.max affine_map<(d0) -> (d0, 3)>(%r)
    scf.yield %m : index
  }
  return %e : index
}

func.func @in_unregistered(%i: index) {
  "x.region"() ({
    %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%i)
    "x.use"(%a) : (index) -> ()
    "x.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @blocks(%c: i1, %i: index) -> index {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
  cf.br ^bb3(%a : index)
^bb2:
  %b = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
  cf.br ^bb3(%b : index)
^bb3(%r: index):
  return %r : index
}

"x.top"() ({
^bb0(%i: index):
  %a = affine.apply affine_map<(d0) -> (d0 * 5)>(%i)
  "x.use"(%a) : (index) -> ()
}) : () -> ()

func.func @unreachable(%i: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 * 7)>(%i)
  return %a : index
^bb1:
  %b = affine.apply affine_map<(d0) -> (d0 floordiv 3)>(%i)
  "x.region"() ({
    %c = affine.apply affine_map<(d0) -> (d0 mod 3)>(%i)
    "x.end"() : () -> ()
  }) : () -> ()
  return %b : index
}
