// RUN: --allow-unregistered-dialect
// An unregistered dialect's attribute is builtin's opaque attribute: not a memory space.
"t.a"() : () -> memref<*xf32, #a.b>
