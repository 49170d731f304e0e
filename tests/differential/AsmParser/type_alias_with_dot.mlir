// RUN: --allow-unregistered-dialect
// Alias names containing a dot are reserved for dialects.
!my.type = i32
