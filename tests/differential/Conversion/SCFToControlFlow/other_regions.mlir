// RUN: --allow-unregistered-dialect --convert-scf-to-cf
// scf ops wherever they are: in the regions of other ops, in functions of
// nested modules, in blocks a branch reaches; those in blocks nothing
// reaches are left as they are, as the conversion never visits them.

func.func @in_unknown_region(%c: i1, %n: index) {
  "work.region"() ({
    %zero = arith.constant 0 : index
    %one = arith.constant 1 : index
    scf.for %i = %zero to %n step %one {
      "work.visit"(%i) : (index) -> ()
    }
    "work.end"() : () -> ()
  }) : () -> ()
  return
}

func.func @in_graph_like_region(%c: i1) {
  "work.two_regions"() ({
    scf.if %c {
      "work.a"() : () -> ()
    }
    "work.end"() : () -> ()
  }, {
    scf.if %c {
      "work.b"() : () -> ()
    } else {
      "work.c"() : () -> ()
    }
    "work.end"() : () -> ()
  }) : () -> ()
  return
}

module @inner {
  func.func @nested_module(%c: i1) -> i32 {
    %r = scf.if %c -> (i32) {
      %a = arith.constant 1 : i32
      scf.yield %a : i32
    } else {
      %b = arith.constant 2 : i32
      scf.yield %b : i32
    }
    return %r : i32
  }
}

func.func @later_block(%c: i1, %d: i1) {
  cf.cond_br %d, ^first, ^second
^first:
  scf.if %c {
    "work.first"() : () -> ()
  }
  cf.br ^second
^second:
  scf.if %c {
    "work.second"() : () -> ()
  }
  return
}

func.func @unreachable_block(%c: i1) {
  scf.if %c {
    "work.reached"() : () -> ()
  }
  return
^dead:
  scf.if %c {
    "work.unreached"() : () -> ()
  }
  return
}
