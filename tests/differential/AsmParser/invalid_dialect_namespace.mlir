// RUN: --allow-unregistered-dialect
// A dialect namespace must start with a letter or '_'.
"t.a"() {b = #.<3>} : () -> ()
