// RUN: --allow-unregistered-dialect --symbol-dce
// Ops that are not symbols keep what they name alive, in any attribute
// (arrays, dictionaries, nested references); a reference to a symbol that
// does not exist is ignored.
module {
  func.func private @by_array()
  func.func private @by_dict()
  func.func private @by_plain()
  func.func private @unused()
  func.func private @by_type()
  "u.user"() {refs = [@by_array, [@by_array]], more = {key = @by_dict}} : () -> ()
  "u.user"() {ref = @by_plain, missing = @does_not_exist} : () -> ()
  "u.user"() {ty = !u.type<@by_type>} : () -> ()
  // An unregistered op with a sym_name is not a symbol op: it stays.
  "u.symbol_like"() {sym_name = "lookalike", sym_visibility = "private"} : () -> ()
}
