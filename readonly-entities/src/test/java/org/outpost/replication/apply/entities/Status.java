package org.outpost.replication.apply.entities;

public enum Status { DRAFT, OPEN, CLOSED }
