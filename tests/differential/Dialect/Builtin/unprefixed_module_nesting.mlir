// RUN: --split-input-file --allow-unregistered-dialect
// `module` without its `builtin.` prefix names `builtin.module` only where
// builtin is the default dialect: the top level, the body of a module, and
// generic-form ops there (they keep the enclosing default). Inside
// `func.func` the default is `func`, and ops of no default dialect have
// none, so the bare name is unknown there; `builtin.module` is fine
// anywhere. The same holds for `unrealized_conversion_cast`.
module {
  module {
  }
}
// -----
module @outer {
  "a.b"() ({
    module @inner {
      "a.c"() ({
        module {
        }
      }) : () -> ()
    }
  }) : () -> ()
}
// -----
func.func @f() {
  module {
  }
  return
}
// -----
module {
  func.func @f() {
    module {
    }
    return
  }
}
// -----
func.func @f() {
  "a.b"() ({
    module {
    }
  }) : () -> ()
  return
}
// -----
func.func @f() {
  scf.execute_region {
    module {
    }
    scf.yield
  }
  return
}
// -----
func.func @f() {
  builtin.module {
  }
  "a.b"() ({
    builtin.module {
    }
  }) : () -> ()
  return
}
// -----
%0 = unrealized_conversion_cast to i64
"a.b"(%0) : (i64) -> ()
// -----
func.func @f(%a: i32) -> i64 {
  %0 = unrealized_conversion_cast %a : i32 to i64
  return %0 : i64
}
