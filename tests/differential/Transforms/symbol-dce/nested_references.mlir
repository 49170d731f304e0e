// RUN: --allow-unregistered-dialect --symbol-dce
// A nested reference keeps every symbol on its path; a nested reference
// whose last name does not resolve keeps nothing, not even its first
// table; uses inside a nested table resolve in that table.
module {
  module @a attributes {sym_visibility = "private"} {
    module @b attributes {sym_visibility = "private"} {
      func.func private @target()
      func.func private @sibling()
    }
    func.func private @helper()
    func.func nested @uses_helper() {
      "u.call"() {callee = @helper} : () -> ()
      return
    }
  }
  module @c attributes {sym_visibility = "private"} {
    func.func private @present()
  }
  func.func @main() {
    "u.call"() {callee = @a::@b::@target} : () -> ()
    "u.call"() {callee = @a::@uses_helper} : () -> ()
    "u.call"() {callee = @c::@absent} : () -> ()
    return
  }
}
