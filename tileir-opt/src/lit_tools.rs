//! The tools the lit runner runs in-process: tileir-opt and FileCheck.
