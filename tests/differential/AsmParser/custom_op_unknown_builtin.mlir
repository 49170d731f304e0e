// RUN: --allow-unregistered-dialect
// An unquoted name without a dialect prefix is looked up in builtin.
frobnicate
