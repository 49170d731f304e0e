// RUN: --allow-unregistered-dialect --symbol-dce
// Symbol tables nested in ops that are not tables (an unknown op with two
// regions, so not possibly a table itself) are found through the live op
// holding them; their public symbols stay and their unused nested ones go.
module attributes {t.regions} {
  "u.two_regions"() ({
    module {
      func.func nested @nested_unused() {
        return
      }
      func.func @kept() {
        return
      }
    }
    "u.end"() : () -> ()
  }, {
    "u.end"() : () -> ()
  }) : () -> ()
  func.func private @used_from_region()
  func.func private @unused()
  func.func @f() {
    "u.wrap"() ({
      "u.call"() {callee = @used_from_region} : () -> ()
    }, {
    }) : () -> ()
    return
  }
}
