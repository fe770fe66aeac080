// Copyright 2016 The Gini Authors. All rights reserved.  Use of this source
// code is governed by a license that can be found in the License file.

// Package net provides gini/inter interface variants adapted to network communications.
//
// Package net mirrors gini/inter but adds error conditions to methods for the case
// where the implementer needs to check for network/os errors.
package net
