package org.outpost.replication.apply.entities;

public enum Category { BOOKS, MUSIC, TOYS }
