// RUN: --allow-unregistered-dialect
// An attribute alias defined twice.
#a = 1
#a = 2
