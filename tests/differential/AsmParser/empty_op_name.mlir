// RUN: --allow-unregistered-dialect
// The empty string is not an operation name.
""() : () -> ()
